typealias Position = (x: Int, y: Int)
