import Foundation
import GameOfLife

if CommandLine.arguments.dropFirst().first == "bench" {
  do {
    exit(try Bench.run(Array(CommandLine.arguments.dropFirst(2))))
  } catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(1)
  }
}

// A short demo until the full `life` command arrives: a glider crossing a small torus.
let demo = try Game(
  picture: """
    .O......
    ..O.....
    OOO.....
    ........
    ........
    ........
    """, topology: .torus)
let animate = isatty(STDOUT_FILENO) != 0
for _ in 0...32 {
  if animate { print("\u{1B}[H\u{1B}[2J", terminator: "") }
  print("Generation \(demo.generation), population \(demo.population), a glider on a 6 × 8 torus")
  print(demo.picture, terminator: "\n\n")
  fflush(nil)
  if animate { usleep(150_000) }
  demo.step()
}
