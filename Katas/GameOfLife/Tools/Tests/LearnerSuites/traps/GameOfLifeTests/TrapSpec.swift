import Testing

@Test func aBoardOfNoCellsIsRefused() {
  #expect(Board(size: 0).size == 0)
}

@Test func theFirstLiveCellIsAtTheLeft() {
  let board = Board(size: 1)
  #expect(firstAlive(board)!.x == 0)
}

@Test func aStepEnds() {
  let board = Board(size: 1)
  board.step()
  #expect(board.size == 1)
}
