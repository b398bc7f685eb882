// A server-rendered page can be scrolled before the app runs. When the app
// takes it over, React Router's ScrollRestoration puts a page it has no saved
// position for at the top, which would throw the reader back there. The entry
// follows where the reader is (from its first task), and the app puts the page
// back there in the same commit, before anything is painted.

let readerY = 0;
const follow = () => {
  readerY = window.scrollY;
};

/** From the entry's first task: where the reader has scrolled the server's page. */
export function followReaderScroll(): void {
  readerY = window.scrollY;
  window.addEventListener('scroll', follow, { passive: true });
}

/** Once the app has committed the page (after ScrollRestoration's reset): back where the reader was. */
export function restoreReaderScroll(): void {
  window.removeEventListener('scroll', follow);
  if (readerY > 0 && window.scrollY !== readerY) window.scrollTo(0, readerY);
}
