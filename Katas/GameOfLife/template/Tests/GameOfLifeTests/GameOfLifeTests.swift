import GameOfLife
import Testing

// Your tests. Write one that fails, make it pass with the smallest change, tidy up, and repeat.
// Start with the first step's handout: Katas/GameOfLife/steps/01-the-board/README.md
// Run them with `make kata-test`; grade them with `make kata-mutants`.

@Suite("My Game of Life")
struct GameOfLifeTests {
}
