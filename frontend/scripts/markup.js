// Arithmos: a part of a screen that the server draws as markup (decision 0038) is changed in place in the page.
// The server sets the element's "arithmosMarkup" property; the elements already there are kept and only what
// differs is changed (attributes, words), so a card or a button keeps its focus, a click on it is not lost, a
// screen reader does not hear the part again, and tests keep their handles on its elements. An element whose kind
// or id differs is replaced.
(() => {
  if (Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'arithmosMarkup')) {
    return;
  }
  // Another card in the same place is another element (as when the hand was drawn anew): the table's focus script
  // then puts the focus on it, and a screen reader says the new card, which it would not for a name that changed.
  const same = (have, want) => have.nodeType === want.nodeType && have.nodeName === want.nodeName
      && (have.nodeType !== Node.ELEMENT_NODE
          || have.id === want.id && have.getAttribute('data-card') === want.getAttribute('data-card'));
  const custom = node => node.nodeType === Node.ELEMENT_NODE && node.localName.includes('-');
  // Only the attributes the markup wrote are taken away: a web component adds its own to its element (a Vaadin
  // button its role, tabindex and aria-disabled), which must stay.
  const written = node => {
    if (node.nodeType === Node.ELEMENT_NODE) {
      node.__arithmosWritten = node.getAttributeNames();
      node.childNodes.forEach(written);
    }
  };
  const attributes = (have, want) => {
    for (const name of have.__arithmosWritten || []) {
      if (!want.hasAttribute(name)) { have.removeAttribute(name); }
    }
    for (const a of [...want.attributes]) {
      if (have.getAttribute(a.name) !== a.value) { have.setAttribute(a.name, a.value); }
    }
    have.__arithmosWritten = want.getAttributeNames();
    // A control the pupil changed no longer follows its checked or selected attribute: its state is set to the
    // markup's (the server's, which refused the change or changed it itself).
    if (have.localName === 'input' && (have.type === 'radio' || have.type === 'checkbox')) {
      have.checked = want.hasAttribute('checked');
    } else if (have.localName === 'option') {
      have.selected = want.hasAttribute('selected');
    }
  };
  const children = (into, from) => {
    const wanted = [...from.childNodes];
    wanted.forEach((want, i) => {
      const have = into.childNodes[i];
      if (!have) {
        written(want);
        into.appendChild(want);
      } else if (!same(have, want)
          || custom(have) && want.childNodes.length > 0 && have.childNodes.length !== want.childNodes.length) {
        // (A web component that added children of its own is drawn anew rather than losing them one by one.)
        written(want);
        into.replaceChild(want, have);
      } else if (have.nodeType === Node.ELEMENT_NODE) {
        attributes(have, want);
        // A web component written without children keeps those it made itself (a tooltip its overlay).
        if (!(custom(have) && want.childNodes.length === 0)) {
          children(have, want);
        }
      } else if (have.data !== want.data) {
        have.data = want.data;
      }
    });
    while (into.childNodes.length > wanted.length) { into.lastChild.remove(); }
  };
  Object.defineProperty(HTMLElement.prototype, 'arithmosMarkup', {
    configurable: true,
    get() { return this.__arithmosMarkup; },
    set(html) {
      this.__arithmosMarkup = html;
      const template = document.createElement('template');
      template.innerHTML = html == null ? '' : String(html);
      children(this, template.content);
    }
  });
  // A value set before this script ran (an own property hiding the one above): drawn now.
  for (const part of document.querySelectorAll('[data-markup]')) {
    if (Object.prototype.hasOwnProperty.call(part, 'arithmosMarkup')) {
      const html = part.arithmosMarkup;
      delete part.arithmosMarkup;
      part.arithmosMarkup = html;
    }
  }
})();
