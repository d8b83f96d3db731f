/**
 * Common Brazilian passwords that the international breach list (@zxcvbn-ts/language-common) misses:
 * 'brasil123', 'mudar123', 'Senha@123', clubs, faith and family words with the usual endings. Lower case,
 * compared after passwordListKey (src/validation/password.ts). Shipped with the project, so the server
 * still refuses them if the npm list is absent; only entries of at least 8 characters matter (shorter
 * ones fail the length rule first).
 */
const WORDS = [
  'senha', 'minhasenha', 'novasenha', 'mudar', 'mudarsenha', 'trocar', 'acesso', 'usuario', 'admin', 'bemvindo',
  'brasil', 'saopaulo', 'riodejaneiro', 'flamengo', 'corinthians', 'palmeiras', 'santos', 'vasco', 'gremio',
  'cruzeiro', 'botafogo', 'fluminense', 'internacional', 'atletico', 'bahia', 'vitoria', 'sport',
  'jesus', 'deus', 'deuseamor', 'deusefiel', 'jesuscristo', 'senhor', 'amor', 'teamo', 'meuamor', 'familia',
  'gabriel', 'lucas', 'mateus', 'rafael', 'pedro', 'maria', 'ana', 'juliana', 'amanda', 'beatriz', 'loja',
];
const ENDINGS = ['', '1', '12', '123', '1234', '12345', '123456', '@123', '@1234', '#123', '123@', '!', '@', '01', '10', '2020', '2021', '2022', '2023', '2024', '2025', '2026'];
const OTHERS = [
  '10203040', '1020304050', '102030405060', '147258369', '741852963', '789456123', '159753159', '12341234', '87654321',
  '11223344', '01020304', '123mudar', '123senha', 'qwe123qwe', 'asdf1234', '1q2w3e4r5t', 'abc12345', 'mudar@123', 'trocar123',
];

/** The list, built once (a few hundred entries). */
export const brazilianCommonPasswords: readonly string[] = [
  ...new Set([...WORDS.flatMap((word) => ENDINGS.map((ending) => word + ending)), ...OTHERS].filter((p) => p.length >= 8)),
];
