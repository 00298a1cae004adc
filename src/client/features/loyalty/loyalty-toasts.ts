import { showToast } from '../../lib/toast';

export function showSuccess(title: string, message: string): void {
  showToast(title, message);
}

/** The server's message when there is one, otherwise the screen's own fallback. */
export function showError(error: { message?: string } | null | undefined, fallback: string): void {
  showToast('Error', error?.message || fallback, 'destructive');
}
