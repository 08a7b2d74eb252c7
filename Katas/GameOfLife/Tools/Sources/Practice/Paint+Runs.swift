import KataSystem
import Verdicts

extension Paint {
  /// "G 3 green", "R 1 red", "A 0 amber": how many runs showed each light, green first.
  package func totals(of runs: [RunRecord]) -> [String] {
    [Light.green, .red, .amber].map { light in
      "\(self.light(light)) \(runs.count { $0.light == light }) \(light.rawValue)"
    }
  }

  /// A row of marks with each light's letter painted; the paint takes no room, so it goes on last.
  package func lights(inRow row: String) -> String {
    row.map { character in Light(word: String(character)).map(light) ?? String(character) }.joined()
  }
}
