import { loadedAndPainted } from "./after-first-paint";

/** What `app.css` leaves undrawn while `<html data-drawing>` is set; kept in step with it. */
const drawnLater = "main section, .draw-later";

/**
 * An inline script for the head (decision 014). It sets `<html data-drawing>`, under which
 * `app.css` skips styling and laying out each section of the page after the first until it
 * comes near the screen (`content-visibility: auto`): a phone lays out and paints the first
 * screen without working through the whole page first. Once the page has loaded and painted,
 * the script draws the skipped sections, one per frame so that no frame takes long, and then
 * clears the attribute, leaving the page as if nothing had been skipped. Without JavaScript
 * the attribute is never set and the page is laid out in full at once.
 */
const drawFirstScreenFirst = `{
document.documentElement.dataset.drawing = "";
${loadedAndPainted}
Promise.all([loaded, painted]).then(() => {
  const waiting = [...document.querySelectorAll(${JSON.stringify(drawnLater)})];
  const drawNext = () => {
    const section = waiting.shift();
    if (section) {
      section.style.contentVisibility = "visible";
      requestAnimationFrame(drawNext);
      return;
    }
    delete document.documentElement.dataset.drawing;
    for (const drawn of document.querySelectorAll(${JSON.stringify(drawnLater)})) {
      drawn.style.removeProperty("content-visibility");
      if (drawn.getAttribute("style") === "") drawn.removeAttribute("style");
    }
  };
  requestAnimationFrame(drawNext);
});
}`;

const charset = '<meta charSet="utf-8"/>';

/**
 * Puts the script first in the page's head, before the stylesheet: an inline script after a
 * stylesheet would wait for it, and the HTML after the script with it. (React would render
 * it after the stylesheet; it leaves alone what it finds in the head and did not render.)
 */
export function drawingFirstScreenFirst(html: string): string {
  return html.includes(charset)
    ? html.replace(charset, `${charset}<script>${drawFirstScreenFirst}</script>`)
    : html;
}
