// "Copy as Markdown" on a publication or a lawyer's page (docs/decisions.md §9.13). The button lives in
// an inert <template>, so a page without JavaScript shows no button that cannot work; this module puts
// it in place. A click fetches the page's Markdown twin (same origin: the CSP's default-src 'self')
// and writes its text to the clipboard; the status beside it, a live region, says that it was copied
// (or that it was not), so a screen reader announces it and everyone sees it.

function install() {
  const template = document.getElementById("copy-markdown");
  if (!template || !navigator.clipboard || !navigator.clipboard.writeText) {
    return; // no clipboard API (an old browser, or an insecure context): no button
  }
  const block = template.content.firstElementChild.cloneNode(true);
  const button = block.querySelector("button");
  const status = block.querySelector("[role=status]");
  // The live region is in the document before its text changes, so the change is announced.
  template.after(block);
  button.addEventListener("click", async () => {
    button.disabled = true;
    status.textContent = "";
    try {
      const response = await fetch(button.dataset.source, { headers: { Accept: "text/markdown" } });
      if (!response.ok) {
        throw new Error("HTTP " + response.status);
      }
      await navigator.clipboard.writeText(await response.text());
      status.textContent = button.dataset.copied;
    } catch (error) {
      status.textContent = button.dataset.failed;
    } finally {
      button.disabled = false;
      button.focus(); // disabling moved the focus away; give it back to where the keyboard user was
    }
  });
}

install();
