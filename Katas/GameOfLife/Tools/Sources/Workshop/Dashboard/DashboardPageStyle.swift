import KataSystem

/// The dashboard page's style: type of 20 px or more and strong contrast, to be read from the back of a room.
///
/// Every column of the lanes and of the ruler is exactly one character wide, so that the lights of all
/// pairs line up under the same minute; a light is a dark letter on its colour. The type grows with a
/// screen wider than 1600 px.
let dashboardPageStyle = pageFile("dashboard-page.css", in: .module)
