(function () {
  var nav = document.querySelector("nav.switch");
  var buttons = nav.querySelectorAll("button");
  function show(view) {
    document.body.setAttribute("data-view", view);
    buttons.forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-show") === view));
    });
  }
  // The address remembers a view chosen, under a name no element has, so the page does not scroll.
  function choose(view) {
    show(view);
    try { history.replaceState(null, "", "#view=" + view); } catch (error) { /* no address to change */ }
  }
  nav.hidden = false;
  buttons.forEach(function (button) {
    button.addEventListener("click", function () { choose(button.getAttribute("data-show")); });
  });
  document.addEventListener("keydown", function (event) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key === "r") choose("rule");
    if (event.key === "s") choose("step");
  });
  show(location.hash === "#view=step" ? "step" : "rule");
})();
