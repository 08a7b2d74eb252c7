struct Point: Hashable {
  let x: Int
  let y: Int

  var neighbours: [Point] {
    [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)].map { Point(x: x + $0.0, y: y + $0.1) }
  }
}

struct Life {
  var alive: Set<Point>

  func liveNeighbours(of point: Point) -> Int {
    point.neighbours.filter(alive.contains).count
  }

  func next() -> Life {
    let candidates = alive.union(alive.flatMap(\.neighbours))
    return Life(alive: candidates.filter { point in
      let count = liveNeighbours(of: point)
      return count == 3 || (count == 2 && alive.contains(point))
    })
  }
}
