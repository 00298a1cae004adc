import { CART_SESSION_ID_PATTERN } from '../../../shared/cart-session-id';

/** localStorage key of SPEC §3. */
export const CART_SESSION_KEY = 'cartSessionId';

const listeners = new Set<() => void>();
// Used when localStorage is unavailable (some private modes), so the cart still works this visit.
let memoryId: string | null = null;

/** 'cart_' + timestamp + '_' + 128 random bits from the browser's crypto, as 32 hex digits. */
export function createCartSessionId(): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  return `cart_${Date.now()}_${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The stored cart session id, or null before the first add (or when the stored one is malformed). */
export function readCartSessionId(): string | null {
  try {
    const stored = localStorage.getItem(CART_SESSION_KEY);
    if (stored && CART_SESSION_ID_PATTERN.test(stored)) return stored;
  } catch {
    // Storage blocked: fall back to this page's memory.
  }
  return memoryId;
}

/** The cart session id, made and stored on first use. */
export function ensureCartSessionId(): string {
  const existing = readCartSessionId();
  if (existing) return existing;
  const id = createCartSessionId();
  memoryId = id;
  try {
    localStorage.setItem(CART_SESSION_KEY, id);
  } catch {
    // Keep the in-memory id.
  }
  for (const listener of listeners) listener();
  return id;
}

/** For useSyncExternalStore: fires when this tab makes an id or another tab changes it. */
export function subscribeCartSessionId(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_SESSION_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
