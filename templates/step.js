/* bridgebook: step through the play of each deal, card by card.
   Progressive enhancement: without this script the page shows every hand and
   the whole play; with it, each deal gets buttons (and arrow keys when the deal
   has the focus) that take the cards from the hands and lay them on the table. */
(function () {
  "use strict";
  var SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
  var SUIT = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };
  function rank(code) { var r = code.slice(1); return r === "T" ? "10" : r; }

  function setUp(deal) {
    var sequence;
    try { sequence = JSON.parse(deal.getAttribute("data-play")); } catch (e) { return; }
    if (!sequence || !sequence.length) { return; }
    var stepper = deal.querySelector(".stepper");
    var count = deal.querySelector(".step-count");
    var slots = {};
    deal.querySelectorAll(".compass:not(.small) .slot").forEach(function (s) {
      slots[s.getAttribute("data-slot")] = s;
    });
    var handCards = {};
    deal.querySelectorAll(".compass:not(.small) .hand .c[data-card]").forEach(function (c) {
      handCards[c.getAttribute("data-card")] = c;
    });
    var playCells = deal.querySelectorAll("table.play td[data-card]");
    var rows = deal.querySelectorAll("table.play tr[data-trick]");
    var claim = deal.querySelector(".step-claim");
    var claimRow = deal.querySelector("table.play tr.claim");
    var ending = deal.querySelector(".ending");
    var step = 0;
    deal.setAttribute("tabindex", "0");
    stepper.hidden = false;

    function show() {
      var i, item;
      for (i = 0; i < sequence.length; i++) {
        item = sequence[i];
        var held = handCards[item.code];
        if (held) { held.classList.toggle("gone", i < step); }
      }
      Object.keys(slots).forEach(function (k) { slots[k].textContent = ""; slots[k].className = "slot"; });
      var trick = step ? sequence[step - 1].trick : 0;
      for (i = 0; i < step; i++) {
        item = sequence[i];
        if (item.trick === trick && slots[item.seat]) {
          slots[item.seat].textContent = rank(item.code) + SYMBOL[item.code[0]];
          slots[item.seat].className = "slot " + SUIT[item.code[0]];
        }
      }
      // One card at a time: a card not yet played is not shown, and the winner of the
      // trick is not marked before the trick is complete.
      var inTrick = 0;
      for (i = 0; i < step; i++) { if (sequence[i].trick === trick) { inTrick++; } }
      playCells.forEach(function (cell, index) {
        cell.classList.toggle("current", index === step - 1 && step > 0);
        cell.classList.toggle("unplayed", index >= step);
      });
      var over = step === sequence.length;
      rows.forEach(function (row) {
        var number = Number(row.getAttribute("data-trick"));
        if (row.classList.contains("trick")) {
          // Not yet started, every trick is to come: the table is filled card by card.
          row.classList.toggle("future", number > trick);
          row.classList.toggle("pending", step > 0 && number === trick && inTrick < 4);
        } else {
          // A trick's commentary (and the small diagram after it) is read once the
          // trick is over; until then it takes no room.
          row.hidden = !over && (number > trick || (number === trick && inTrick < 4));
        }
      });
      deal.classList.toggle("stepping", step > 0);
      count.textContent = step + " / " + sequence.length;
      // The claim ends the play, and the result and what is said after it follow the
      // play: all are shown once the last card is down, not before.
      if (claim) { claim.hidden = !over; }
      if (claimRow) {
        claimRow.classList.toggle("current", over);
        claimRow.hidden = !over;
      }
      if (ending) { ending.hidden = !over; }
    }
    function go(to) { step = Math.max(0, Math.min(sequence.length, to)); show(); }
    stepper.addEventListener("click", function (event) {
      var what = event.target.getAttribute("data-step");
      if (what === "next") { go(step + 1); }
      else if (what === "back") { go(step - 1); }
      else if (what === "first") { go(0); }
      else if (what === "last") { go(sequence.length); }
    });
    deal.addEventListener("keydown", function (event) {
      var keys = { ArrowRight: step + 1, ArrowLeft: step - 1, Home: 0, End: sequence.length };
      if (event.key in keys) { event.preventDefault(); go(keys[event.key]); }
    });
    // The play table is read in play order from the sequence, not the columns.
    var ordered = [];
    sequence.forEach(function (item) {
      for (var j = 0; j < playCells.length; j++) {
        var cell = playCells[j];
        var row = cell.parentNode;
        if (cell.getAttribute("data-card") === item.code &&
            Number(row.getAttribute("data-trick")) === item.trick) { ordered.push(cell); break; }
      }
    });
    playCells = ordered;
    show();
  }
  document.querySelectorAll("figure.deal[data-play]").forEach(setUp);
})();
