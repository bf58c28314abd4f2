// Answers the server already gave with the page: for the first view of some pages (the home page,
// content pages) it places the API answers that view needs in index.html as JSON, keyed by the
// exact request path. A component starts from them instead of an empty state, so nothing moves
// when the answer would otherwise have arrived after the first paint, and a phone saves a round
// trip. They belong to this page load only: after the first client-side navigation they are
// dropped, and every later view asks the API as before.

let answers: Record<string, unknown> | null = null;
let firstPath: string | null = null;

function read(): Record<string, unknown> {
  if (answers) return answers;
  answers = {};
  if (typeof document === 'undefined') return answers;
  firstPath = window.location.pathname;
  const element = document.getElementById('first-view');
  if (!element?.textContent) return answers;
  try {
    answers = JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    answers = {};
  }
  return answers;
}

/** The embedded answer for this request path, while the page is still the one the server sent. */
export function firstViewAnswer<T>(requestPath: string): T | undefined {
  const all = read();
  if (typeof window !== 'undefined' && window.location.pathname !== firstPath) {
    answers = {};
    return undefined;
  }
  return all[requestPath] as T | undefined;
}
