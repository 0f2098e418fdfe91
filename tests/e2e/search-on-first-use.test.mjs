// The search workers' client with its code loaded when first started (www/js/search/
// search-on-first-use.js), against a fake client and a load the test resolves: a call waits for
// the code, a call cancelled or closed meanwhile never reaches the client, Move now meanwhile
// reaches it with the call, and a failed load refuses the call as PAI unavailable and is tried
// again at the next call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SearchOnFirstUse } from '../../www/js/search/search-on-first-use.js';
import { PaiUnavailable } from '../../www/js/search/pai-unavailable.js';

const say = (key, params) => `${key} ${JSON.stringify(params)}`;

/** A client that records what it is asked and answers each search with its request's record. */
function fakeClient() {
  const heard = [];
  return {
    heard,
    say: null,
    search: (request) => { heard.push(['search', request.record]); return Promise.resolve(`after ${request.record}`); },
    analyze: (request) => { heard.push(['analyze', request.record]); return Promise.resolve('analysed'); },
    stop: () => heard.push(['stop']),
    cancel: () => heard.push(['cancel']),
    close: () => heard.push(['close']),
  };
}

/** The client made from the module the load resolves with (the test's module holds its client). */
const make = (module) => module.client;

/** A load the test resolves or rejects: `{load, loads, resolve(client), reject(error)}` (the module holding `client`). */
function controlledLoad() {
  const pending = [];
  const control = {
    loads: 0,
    load: () => {
      control.loads += 1;
      return new Promise((resolve, reject) => pending.push({ resolve, reject }));
    },
    resolve: (client) => pending.shift().resolve({ client }),
    reject: (error) => pending.shift().reject(error),
  };
  return control;
}

test('the code is fetched as the client starts, once; a call waits for it and is then made', async () => {
  const control = controlledLoad();
  const client = new SearchOnFirstUse(control.load, make, say);
  assert.equal(control.loads, 1, 'fetched at the start, as the workers would start');
  const answer = client.search({ record: 'd4' });
  const second = client.analyze({ record: 'd4 e5' });
  assert.equal(control.loads, 1, 'one fetch for every call');
  const fake = fakeClient();
  control.resolve(fake);
  assert.equal(await answer, 'after d4');
  assert.equal(await second, 'analysed');
  assert.equal(fake.say, say, "the client speaks the player's words");
  assert.equal(await client.search({ record: 'd4 e5 e4' }), 'after d4 e5 e4', 'later calls go straight to the client');
  assert.deepEqual(fake.heard, [['search', 'd4'], ['analyze', 'd4 e5'], ['search', 'd4 e5 e4']]);
});

test('a call cancelled before the code came never reaches the workers; Move now reaches them with its call', async () => {
  const control = controlledLoad();
  const client = new SearchOnFirstUse(control.load, make, say);
  const cancelled = client.search({ record: 'd4' });
  client.cancel();
  const stopped = client.search({ record: 'e5' });
  client.stop();
  const fake = fakeClient();
  control.resolve(fake);
  await assert.rejects(cancelled, /cancelled/);
  assert.equal(await stopped, 'after e5');
  assert.deepEqual(fake.heard, [['search', 'e5'], ['stop']]);
  client.cancel();
  client.stop();
  assert.deepEqual(fake.heard.slice(2), [['cancel'], ['stop']], 'once made, the client hears them at once');
});

test('a client closed before its code came is never made: no worker starts, and none of its calls is made', async () => {
  const control = controlledLoad();
  let made = 0;
  const client = new SearchOnFirstUse(control.load, (module) => { made += 1; return module.client; }, say);
  const call = client.search({ record: 'd4' });
  client.close();
  const fake = fakeClient();
  control.resolve(fake);
  await assert.rejects(call, /cancelled/);
  assert.equal(made, 0);
  assert.deepEqual(fake.heard, []);
});

test('a Move now asked while the code failed to load is not heard by the next search', async () => {
  const control = controlledLoad();
  const client = new SearchOnFirstUse(control.load, make, say);
  const first = client.search({ record: 'd4' });
  client.stop();
  control.reject(new TypeError('Failed to fetch dynamically imported module'));
  await assert.rejects(first, PaiUnavailable);
  const second = client.search({ record: 'd4 e5' });
  const fake = fakeClient();
  control.resolve(fake);
  assert.equal(await second, 'after d4 e5');
  assert.deepEqual(fake.heard, [['search', 'd4 e5']], 'searched, never stopped');
});

test('a client that cannot be made (its workers refused) refuses the call with its own error, and is made again at the next call', async () => {
  const control = controlledLoad();
  let refuse = true;
  const client = new SearchOnFirstUse(control.load, (module) => {
    if (refuse) throw new Error('Worker refused by the Content-Security-Policy');
    return module.client;
  }, say);
  const first = client.search({ record: 'd4' });
  control.resolve(fakeClient());
  await assert.rejects(first, (error) => !(error instanceof PaiUnavailable) && /refused/.test(error.message));
  refuse = false;
  const second = client.search({ record: 'd4' });
  control.resolve(fakeClient());
  assert.equal(await second, 'after d4');
});

test("code that cannot load refuses the call as PAI unavailable, in the player's words, and is fetched again at the next call", async () => {
  const control = controlledLoad();
  const words = (key, params) => `${key}: ${params.reason}`;
  const client = new SearchOnFirstUse(control.load, make, words);
  const call = client.search({ record: 'd4' });
  control.reject(new TypeError('Failed to fetch dynamically imported module'));
  const error = await call.then(() => null, (failure) => failure);
  assert.ok(error instanceof PaiUnavailable, 'PAI unavailable, which the controller tells the player');
  assert.equal(error.message, 'featureFailed: Failed to fetch dynamically imported module');
  const again = client.search({ record: 'd4' });
  assert.equal(control.loads, 2, 'fetched again');
  control.resolve(fakeClient());
  assert.equal(await again, 'after d4');
});

test("the player's words set before the code came are the client's once it is made", async () => {
  const control = controlledLoad();
  const client = new SearchOnFirstUse(control.load, make, say);
  const chinese = (key) => `zh ${key}`;
  client.say = chinese;
  const fake = fakeClient();
  control.resolve(fake);
  await client.search({ record: 'd4' });
  assert.equal(fake.say, chinese);
  const english = (key) => `en ${key}`;
  client.say = english;
  assert.equal(fake.say, english, 'and after');
});
