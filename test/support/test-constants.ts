export const TEMPLATE_DATABASE = 'beauty_match_test_template';
export const TEST_STORE_URL = 'https://store.test/beauty-match';
