import GameOfLife
import LifeKit
import Testing

@testable import life

@Suite("The status line")
struct StatusLineTests {
  private let status = StatusLine(
    isRunning: true, generation: 120, population: 37, topology: .torus, width: 80, height: 40,
    rule: LifeLikeRule(birth: [3, 6], survival: [2, 3]), targetRate: 10, measuredRate: 9.84)

  @Test("It shows generation, population, edges and size, rule, and target and measured speed")
  func everything() {
    #expect(
      status.text(columns: 200)
        == "running  gen 120  pop 37  torus 80x40  B36/S23  target 10/s  measured 9.8/s")
  }

  @Test("It fits in 80 columns, and is cut to narrower ones")
  func width() {
    #expect(status.text(columns: 80).count <= 80)
    #expect(status.text(columns: 20) == "running gen 120 pop ")
    var big = status
    (big.generation, big.population, big.width, big.height) = (12_345, 285_257, 1000, 1000)
    #expect(
      big.text(columns: 80)
        == "running gen 12345 pop 285257 torus 1000x1000 B36/S23 target 10/s measured 9.8/s")
  }

  @Test(
    "Rates keep one decimal below 10 per second",
    arguments: zip([0.5, 9.96, 10.4, 100], ["0.5", "10.0", "10", "100"]))
  func rates(rate: Double, text: String) {
    #expect(StatusLine.format(rate) == text)
  }

  @Test("Speeds go from 10 ms to 2 s a generation and stop at both ends")
  func speed() {
    var speed = Speed(milliseconds: 100)
    for _ in 0..<20 { speed.faster() }
    #expect(speed.milliseconds == 10)
    for _ in 0..<20 { speed.slower() }
    #expect(speed.milliseconds == 2000)
    #expect(speed.targetRate == 0.5)
  }

  @Test("The measured rate counts the steps between the first and the last")
  func rateMeter() {
    var meter = RateMeter()
    #expect(meter.rate == 0)
    for step in 0...10 { meter.recordStep(at: Double(step) * 0.1, window: 1.5) }
    #expect(abs(meter.rate - 10) < 0.001)
    // Steps slower than the window still give a rate: here one every 4 seconds.
    for step in 0...2 { meter.recordStep(at: 10 + Double(step) * 4, window: 1.5) }
    #expect(abs(meter.rate - 0.25) < 0.001)
    meter.reset()
    #expect(meter.rate == 0)
  }
}
