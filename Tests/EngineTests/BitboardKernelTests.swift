import GameOfLife
import LifeKit
import Testing

@testable import LifeKit

/// Every bitboard kernel against the kata `Game` and the reference grid, each forced in turn.
///
/// A kernel this processor cannot run is skipped, and the test run says so and why.
@Suite("Every bitboard kernel agrees with the kata Game")
struct BitboardKernelTests {
  @Test("The portable kernel agrees", arguments: Topology.allCases, KernelCheck.allCases)
  func portable(topology: Topology, check: KernelCheck) throws {
    try check.run(.portable, topology: topology)
  }

  @Test(
    "The AVX2 kernel agrees", .enabled(if: BitboardKernel.avx2.isSupported, "this processor has no AVX2"),
    arguments: Topology.allCases, KernelCheck.allCases)
  func avx2(topology: Topology, check: KernelCheck) throws {
    try check.run(.avx2, topology: topology)
  }

  @Test(
    "The AVX-512 kernel agrees",
    .enabled(if: BitboardKernel.avx512.isSupported, "this processor has no AVX-512"),
    arguments: Topology.allCases, KernelCheck.allCases)
  func avx512(topology: Topology, check: KernelCheck) throws {
    try check.run(.avx512, topology: topology)
  }
}

/// What each kernel is checked on.
enum KernelCheck: String, CaseIterable, CustomTestStringConvertible {
  /// Conway's rule against the kata `Game`, generation by generation.
  case conwayAgainstGame
  /// Other Life-like rules, B0 included, against the reference grid.
  case rulesAgainstReference
  /// A grid split into bands on several cores, each stepping many generations alone, against the reference.
  case sharedBands

  var testDescription: String { rawValue }

  /// Widths either side of a word (64 cells), of an AVX2 vector (256) and of an AVX-512 vector (512), and
  /// grids of several vectors with a part of one left over; heights past a kernel's block of 64 rows.
  static let sizes = [
    (1, 1), (1, 4), (2, 3), (63, 5), (64, 2), (65, 7), (130, 9), (200, 4), (255, 3), (257, 6), (511, 2),
    (520, 5), (1000, 3), (1100, 4), (130, 70),
  ]

  static let rules = [
    "B36/S23", "B2/S", "B3678/S34678", "B1/S1", "B0/S8", "B0123478/S01234678", "B/S012345678",
  ]

  func run(_ kernel: BitboardKernel, topology: Topology) throws {
    switch self {
    case .conwayAgainstGame:
      for (width, height) in Self.sizes {
        let cells = soup(width: width, height: height, seed: UInt64(width * 31 + height))
        let setup = EngineSetup(universe: Universe(topology, width: width, height: height))
        let game = try engine(.game, cells: cells, setup: setup)
        let bitboard = try BitboardEngine(pattern: Pattern(liveCells: cells), setup: setup, kernel: kernel)
        #expect(bitboard.kernel == kernel)
        for generation in 1...6 {
          try game.step(generations: 1)
          bitboard.step(generations: 1)
          #expect(
            difference(liveCells(of: bitboard), liveCells(of: game)) == nil,
            "\(kernel) \(width) × \(height) \(topology), generation \(generation)")
        }
      }
    case .rulesAgainstReference:
      for text in Self.rules {
        let rule = try LifeLikeRule(text)
        for (width, height) in [(3, 2), (65, 4), (257, 3), (520, 3)] {
          try expectAgreement(
            kernel, topology: topology, rule: rule, width: width, height: height, steps: [1, 1, 1, 1])
        }
      }
    case .sharedBands:
      // One generation at a time, then more than the bands step between meetings of the cores, and a
      // grid with fewer rows than a band's halo; B0 checks that nothing is born beyond a bounded grid.
      let grids = [
        (200, 180, "B3/S23"), (1100, 40, "B36/S23"), (9000, 3, "B3/S23"), (130, 70, "B0123478/S01234678"),
      ]
      for (width, height, text) in grids {
        try expectAgreement(
          kernel, topology: topology, rule: LifeLikeRule(text), width: width, height: height,
          steps: [1, 1, 1, BitboardEngine.generationsBetweenMeetings * 2 + 5], shared: true)
      }
    }
  }

  private func expectAgreement(
    _ kernel: BitboardKernel, topology: Topology, rule: LifeLikeRule, width: Int, height: Int,
    steps: [Int], shared: Bool = false
  ) throws {
    let cells = soup(width: width, height: height, seed: UInt64(width + height))
    let setup = EngineSetup(universe: Universe(topology, width: width, height: height), rule: rule)
    var reference = ReferenceGrid(
      cells: cells, width: width, height: height, wraps: topology == .torus, rule: rule)
    let bitboard = try BitboardEngine(
      pattern: Pattern(liveCells: cells, rule: rule), setup: setup, kernel: kernel)
    // Shared however small, so a debug build checks the sharing quickly.
    if shared { bitboard.cellsWorthSharing = 0 }
    for generations in steps {
      for _ in 0..<generations { reference.step() }
      bitboard.step(generations: generations)
      #expect(
        difference(liveCells(of: bitboard), reference.liveCells) == nil,
        "\(kernel) \(rule) \(width) × \(height) \(topology), generation \(bitboard.generation)")
    }
  }
}

@Suite("Choosing a bitboard kernel")
struct BitboardKernelChoiceTests {
  @Test("Unset or empty, LIFE_KERNEL leaves the widest kernel this processor runs")
  func widestByDefault() throws {
    #expect(try BitboardKernel.chosen(environment: [:]) == BitboardKernel.widestSupported)
    #expect(try BitboardKernel.chosen(environment: ["LIFE_KERNEL": ""]) == BitboardKernel.widestSupported)
    #expect(BitboardKernel.widestSupported.isSupported)
    #expect(BitboardKernel.portable.isSupported)
  }

  @Test("LIFE_KERNEL names a kernel this processor runs", arguments: BitboardKernel.allCases)
  func named(kernel: BitboardKernel) throws {
    let environment = ["LIFE_KERNEL": kernel.rawValue]
    if kernel.isSupported {
      #expect(try BitboardKernel.chosen(environment: environment) == kernel)
    } else {
      #expect(throws: EngineError.self) { try BitboardKernel.chosen(environment: environment) }
    }
  }

  @Test("A name that is no kernel is refused, listing the kernels")
  func unknown() {
    #expect(throws: EngineError("LIFE_KERNEL=sse2 is not a kernel; the kernels are portable, avx2, avx512")) {
      try BitboardKernel.chosen(environment: ["LIFE_KERNEL": "sse2"])
    }
  }
}
