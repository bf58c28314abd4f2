import { createStore } from './store.ts';

// Requests in flight. The overlay shows while this is above zero (specification, section 4).
export const inFlight = createStore(0);

export function beginRequest(): () => void {
  inFlight.set(inFlight.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight.set(Math.max(0, inFlight.get() - 1));
  };
}
