// Which release this is: the version (Cargo.toml's) and the build id (a hash of the release's
// sources). The release build (scripts/release/build.mjs) and the npm package
// (scripts/package.mjs) write them into this line; the sources as they are say `source`.
export const RELEASE = Object.freeze({ version: 'source', build: 'source' });
