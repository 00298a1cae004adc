/**
 * Passwords of 12 or more characters that appear near the top of leaked-password lists, and
 * shapes that guessers try first. A short list on purpose: it stops the obvious choices without
 * shipping a dictionary to the browser.
 */
const common = new Set([
  '123456789012', '1234567890123', '12345678901234', '123456789123', '111111111111', '000000000000',
  '123123123123', '123412341234', 'qwertyuiop12', 'qwertyuiopasdf', 'qwertyuiopasdfgh', '1q2w3e4r5t6y',
  '1qaz2wsx3edc', 'zaq12wsxcde3', 'password1234', 'password12345', 'password123456', 'passwordpassword',
  'password1234!', 'p@ssword1234', 'p@ssw0rd1234', 'passw0rd1234', 'iloveyou1234', 'letmein12345',
  'welcome12345', 'welcome123456', 'administrator', 'administrator1', 'changeme1234', 'trustno11234',
  'abcdefghijkl', 'abcdefg12345', 'abc123abc123', 'sunshine1234', 'princess1234', 'football1234',
  'baseball1234', 'superman1234', 'starwars1234', 'dragon123456', 'monkey123456', 'master123456',
  'qwerty123456', 'qwertyqwerty', 'asdfghjkl123', 'asdfasdfasdf', 'beautybeauty', 'skincare1234',
  'makeup123456', 'cosmetics123', 'beauty123456',
]);

/** True for a listed password (any case) or one character repeated. */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  return common.has(lower) || new Set(lower).size <= 2;
}
