// The job scheduler (www/js/search/job-scheduler.js) in Node with a fake worker client: PAI's move
// before a hint before a review before an analysis, cancelling what it replaces, never heard
// from again once cancelled, the client started once, on the first job, and an answer held back
// until `atLeastMs` after the start (on mock timers: order and state, never elapsed time).
import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { JobScheduler } from '../../www/js/search/job-scheduler.js';
import { FakeClient, settle, flush } from './fake-client.mjs';

/**
 * A scheduler on a fake client, with a log of what its handlers and onIdle heard; the first
 * `refusedStarts` starts of the client throw (as `new Worker` does when the page may not start one).
 */
function scheduler({ refusedStarts = 0 } = {}) {
  const client = new FakeClient();
  const heard = [];
  let starts = 0;
  const jobs = new JobScheduler(() => {
    starts += 1;
    if (starts <= refusedStarts) throw new Error('Worker refused');
    return client;
  }, () => heard.push('idle'));
  const handlers = (name) => ({
    progress: (info) => heard.push(`${name} progress ${info}`),
    done: (result) => heard.push(`${name} done ${result}`),
    failed: (error) => heard.push(`${name} failed ${error.message}`),
    cancelled: () => heard.push(`${name} cancelled`),
  });
  return { jobs, client, heard, handlers, starts: () => starts };
}

test('the client starts on the first job, once', async () => {
  const { jobs, client, starts } = scheduler();
  assert.equal(starts(), 0, 'no job, no worker');
  jobs.start('analysis', { record: '' });
  jobs.start('move', { record: '' });
  assert.equal(starts(), 1);
  assert.equal(client.calls.length, 2);
});

test("PAI's move replaces an analysis, which is cancelled and never heard again", async () => {
  const { jobs, client, heard, handlers } = scheduler();
  jobs.start('analysis', { record: 'd4' }, handlers('analysis'));
  const analysis = client.last('analyze');
  analysis.onProgress('round 1');
  jobs.start('move', { record: 'd4', level: 5, ms: 100 }, handlers('move'));
  assert.equal(client.cancels, 1, 'the worker was told to drop the analysis');
  assert.equal(jobs.running, 'move');
  // The old analysis answers late: nothing of it is heard.
  analysis.onProgress('round 2');
  analysis.answer();
  client.last('search').onProgress('depth 3');
  client.last('search').answer('e5');
  await settle();
  assert.deepEqual(heard, ['analysis progress round 1', 'analysis cancelled', 'move progress depth 3', 'move done e5', 'idle']);
  assert.equal(jobs.running, null);
});

test('a job is refused while one of higher priority runs', () => {
  const { jobs, handlers } = scheduler();
  assert.ok(jobs.start('move', { record: '' }, handlers('move')));
  for (const kind of ['hint', 'review', 'analysis']) {
    assert.equal(jobs.canStart(kind), false, kind);
    assert.equal(jobs.start(kind, {}), null, kind);
  }
  assert.equal(jobs.running, 'move');
  assert.equal(jobs.canStart('move'), true, 'a new move replaces the old');
});

test('a review gives way to a hint, and the analysis to the review', async () => {
  const { jobs, client, heard, handlers } = scheduler();
  jobs.start('analysis', {}, handlers('analysis'));
  jobs.start('review', {}, handlers('review'));
  jobs.start('hint', {}, handlers('hint'));
  assert.deepEqual(heard, ['analysis cancelled', 'review cancelled']);
  client.last('search').refuse(new Error('bad record'));
  await settle();
  assert.deepEqual(heard.slice(2), ['hint failed bad record', 'idle']);
});

test('onIdle waits while a finished job starts the next one', async () => {
  const { jobs, client, heard } = scheduler();
  jobs.start('move', {}, { done: () => jobs.start('move', {}) });
  client.last('search').answer('d4');
  await settle();
  assert.deepEqual(heard, [], 'the next move runs: not idle');
  assert.equal(jobs.running, 'move');
});

test('Move now stops a move or a hint, never an analysis', async () => {
  const { jobs, client, heard, handlers } = scheduler();
  jobs.start('analysis', {}, handlers('analysis'));
  jobs.stop();
  assert.equal(client.stops, 0);
  client.stopMove = 'f6';
  jobs.start('move', {}, handlers('move'));
  jobs.stop();
  assert.equal(client.stops, 1);
  await settle();
  assert.deepEqual(heard, ['analysis cancelled', 'move done f6', 'idle']);
});

test('cancel with kinds leaves other jobs; close drops the job and ends the client', () => {
  const { jobs, client, heard, handlers } = scheduler();
  jobs.start('review', {}, handlers('review'));
  jobs.cancel(['move', 'hint']);
  assert.equal(jobs.running, 'review');
  jobs.close();
  assert.equal(client.closed, true);
  assert.equal(jobs.running, null);
  assert.deepEqual(heard, ['review cancelled']);
  assert.equal(jobs.client, null, 'a later job starts a new client');
});

test('an answer waits for atLeastMs after the start, and a job cancelled meanwhile is not heard', async (t) => {
  mock.timers.enable({ apis: ['setTimeout', 'Date'] });
  t.after(() => mock.timers.reset());
  const { jobs, client, heard, handlers } = scheduler();
  jobs.start('move', {}, handlers('move'), { atLeastMs: 250 });
  mock.timers.tick(50);
  client.last('search').answer('d4');
  await flush();
  assert.deepEqual(heard, [], 'answered after 50 ms, but not heard before atLeastMs');
  mock.timers.tick(199);
  await flush();
  assert.deepEqual(heard, [], 'not heard 1 ms before atLeastMs');
  assert.equal(jobs.running, 'move', 'the job is still current while its answer waits');
  mock.timers.tick(1);
  await flush();
  assert.deepEqual(heard, ['move done d4', 'idle'], 'heard at atLeastMs after the start, not after the answer');
  // An answer that comes after atLeastMs is heard at once.
  jobs.start('move', {}, handlers('slow'), { atLeastMs: 100 });
  mock.timers.tick(300);
  client.last('search').answer('f4');
  await flush();
  assert.deepEqual(heard.slice(2), ['slow done f4', 'idle']);
  // A job cancelled while its answer waits is never heard.
  jobs.start('move', {}, handlers('late'), { atLeastMs: 100 });
  client.last('search').answer('e5');
  await flush();
  jobs.cancel();
  mock.timers.tick(150);
  await flush();
  assert.deepEqual(heard.slice(4), ['late cancelled'], 'the answer that waited was dropped');
});

test('a client that cannot start fails the job, heard after start returns; the next job tries again', async () => {
  const { jobs, client, heard, handlers, starts } = scheduler({ refusedStarts: 1 });
  assert.ok(jobs.start('move', {}, handlers('move')), 'no throw out of start');
  assert.deepEqual(heard, [], 'nothing heard during start');
  await settle();
  assert.deepEqual(heard, ['move failed Worker refused', 'idle']);
  assert.equal(jobs.running, null, 'the job ended: a hint or a human move may come');
  assert.equal(jobs.canStart('analysis'), true);
  jobs.start('move', {}, handlers('again'));
  assert.equal(starts(), 2);
  assert.equal(client.calls.length, 1);
  assert.equal(jobs.running, 'move');
});

test("a client method that throws fails its job, which ends", async () => {
  const { jobs, client, heard, handlers } = scheduler();
  client.failing('search', 'throw', new Error('no worker'));
  assert.ok(jobs.start('hint', {}, handlers('hint')));
  await settle();
  assert.deepEqual(heard, ['hint failed no worker', 'idle']);
  assert.equal(jobs.running, null);
});
