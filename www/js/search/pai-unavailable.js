// The error a search rejects with once no search worker can start: PAI is unavailable, and is
// never replaced by a weaker move in secret (search-client.js throws it, the controller says it).

export class PaiUnavailable extends Error {}
