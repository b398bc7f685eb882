// A server-rendered page is live before the app runs: its links navigate as
// links do, and its buttons do nothing until hydrated. A form's submit would be
// the browser's own, a reload with the fields in the address, which the app
// would never see: held back from the entry's first task until the app has
// taken over (src/main.tsx), after which React's handlers own every form.

const hold = (event: Event) => event.preventDefault();

export function holdNativeSubmits(target: Pick<Document, 'addEventListener'> = document): void {
  target.addEventListener('submit', hold, true);
}

export function releaseNativeSubmits(target: Pick<Document, 'removeEventListener'> = document): void {
  target.removeEventListener('submit', hold, true);
}
