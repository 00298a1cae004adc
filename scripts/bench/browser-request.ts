/** The Accept-Encoding a current browser sends: P2 is measured asking as a browser asks. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
