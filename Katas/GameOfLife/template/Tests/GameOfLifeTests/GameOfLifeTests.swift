import GameOfLife
import GameOfLifeTestSupport
import Testing

// Your tests. Write one that fails, make it pass with the smallest change, tidy up, and repeat.
// Start with the first step's handout: Katas/GameOfLife/steps/01-the-board/README.md
// Run them with `make kata-test`; grade them with `make kata-mutants`. The picture helpers
// (expectPicture, expectNextGeneration, expectCentre) come from GameOfLifeTestSupport.

@Suite("My Game of Life")
struct GameOfLifeTests {
}
