/** Frequently used passwords (from public breach corpora) that are at least 8 characters long. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678', '123456789', '1234567890', '12345678910', '87654321', '11111111', '00000000', '88888888', '12121212',
  '123123123', '11223344', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwertyuiop', 'qwerty123', 'qwerty12', 'qwertyui',
  'asdfghjkl', 'asdfasdf', 'zxcvbnm1', 'password', 'password1', 'password12', 'password123', 'password!', 'passw0rd',
  'p@ssword', 'p@ssw0rd', 'iloveyou', 'iloveyou1', 'sunshine', 'princess', 'football', 'baseball', 'welcome1',
  'welcome123', 'superman', 'starwars', 'trustno1', 'whatever', 'letmein1', 'letmein123', 'master123', 'dragon123',
  'monkey123', 'shadow123', 'michael1', 'jennifer', 'jordan23', 'computer', 'internet', 'abcd1234', 'abc12345',
  'abcdefgh', 'aa123456', 'qwer1234', 'q1w2e3r4', 'q1w2e3r4t5', 'zaq12wsx', 'changeme', 'changeme1', 'admin123',
  'administrator', 'football1', 'baseball1', 'charlie1', 'liverpool', 'chelsea1', 'arsenal1', 'pokemon1', 'samsung1',
  'hello123', 'freedom1', 'mustang1', 'access14', 'batman123', 'loveyou1', 'lovely123', 'secret123', 'summer2024',
  'summer2025', 'summer2026', 'winter2025', 'winter2026', 'spring2026', 'autumn2026', 'facilitator', 'facilitatorhub',
  'workshop', 'password2026', 'welcome2026', 'company123', 'qwerty1234', 'asdf1234', '1234qwer', 'test1234',
  'testtest', 'default1', 'passpass', 'security', 'computer1', 'google123', 'whatever1', 'nothing1', 'qazwsxedc',
  'poiuytrewq', 'mnbvcxz1', '147258369', '159753456', '987654321', '123qweasd', 'q1w2e3r4t5y6', 'zxcvbnm123',
]);
