enum CellState {
  case alive
  case dead
}

struct Cell {
  let x: Int
  let y: Int
  var state: CellState
}
