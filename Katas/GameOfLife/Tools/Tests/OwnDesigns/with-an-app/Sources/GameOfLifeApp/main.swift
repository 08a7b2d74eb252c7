import GameOfLife

// A glider, four generations, printed one below the other.
var colony = Colony(".#....\n..#...\n###...\n......\n......")
for generation in 0...4 {
  print("Generation \(generation):")
  print(colony.picture)
  colony = colony.next()
}
