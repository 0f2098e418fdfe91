// Shared set-up for the browser tests: Debian's Chromium driven by playwright-core.
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the page is served (set by ./build.sh test). */
export const baseUrl = process.env.BASE_URL ?? 'http://localhost:8080/';

/** Folder for screenshots and other artefacts of a run. */
export const artifactDir = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));

/** Starts headless Chromium with the flags this machine needs. */
export async function launchBrowser() {
  await mkdir(artifactDir, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Opens the page and waits until the wasm module is loaded and the board drawn. */
export async function openGame(browser, path = '') {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, baseUrl).href);
  await page.waitForSelector('body[data-ready="true"]', { timeout: 15000 });
  return { page, errors };
}
