// The zxcvbn-ts word lists common-passwords.ts imports one by one (the packages declare types
// only for their index): each module's default export is the list.
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const list: string[];
  export default list;
}
declare module "@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs" {
  const list: string[];
  export default list;
}
declare module "@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs" {
  const list: string[];
  export default list;
}
declare module "@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs" {
  const list: string[];
  export default list;
}
