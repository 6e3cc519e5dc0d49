// Drives the code-server workbench in headless Chromium with playwright-core and checks what a
// user of the gamerec extension sees: squiggles with their messages, hovers, Format Document,
// a conversion from the Source Action menu and the language chosen for upper-case extensions. Prints one line per check; exits 1 if any fails.
//
// Environment: CODE_SERVER_URL, WORKSPACE, SHOTS (directory for screenshots), CHROMIUM,
// PLAYWRIGHT_CORE (the playwright-core module to load).

'use strict';

const path = require('path');
const { chromium } = require(process.env.PLAYWRIGHT_CORE);

const url = process.env.CODE_SERVER_URL;
const workspace = process.env.WORKSPACE;
const shots = process.env.SHOTS;

let failures = 0;
let shownPage = null;
const failureShots = [];
function check(ok, what, detail) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail === undefined ? '' : `: ${detail}`}`);
  if (ok) return;
  failures += 1;
  // What the workbench showed when the check failed, for whoever reads the failure.
  if (shownPage) {
    const file = path.join(shots, `vscode-failure-${failures}.png`);
    failureShots.push(shownPage.screenshot({ path: file }).catch(() => null));
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `probe` returns a truthy value; returns it, or null after `ms`. */
async function until(probe, ms) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > end) return null;
    await sleep(200);
  }
}

const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

async function openFile(page, name) {
  await page.keyboard.press('Escape');
  const item = page.locator('.explorer-folders-view .monaco-list-row', { hasText: name }).first();
  await item.waitFor({ timeout: 30000 });
  await item.click();
  await page.locator('.tab.active', { hasText: name }).waitFor({ timeout: 15000 });
  await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
  // The click may land while the view still has the scroll of the file before, and leave the
  // new file scrolled past its text; the top of the file is where the checks start.
  await page.keyboard.press('Control+Home');
}

async function goTo(page, line, column) {
  await page.keyboard.press('Control+G');
  await page.locator('.quick-input-widget input').waitFor({ state: 'visible', timeout: 10000 });
  await page.keyboard.type(`${line}:${column}`);
  await page.keyboard.press('Enter');
  await sleep(300);
}

async function runCommand(page, title) {
  await page.keyboard.press('Escape');
  await page.keyboard.press('F1');
  await page.locator('.quick-input-widget input').waitFor({ state: 'visible', timeout: 10000 });
  await page.keyboard.type(title);
  const row = page.locator('.quick-input-list .monaco-list-row', { hasText: title }).first();
  await row.waitFor({ timeout: 10000 });
  await page.keyboard.press('Enter');
}

/** Shows the hover at the cursor and returns its text once it contains every one of `expected`. */
async function hoverText(page, ...expected) {
  await page.keyboard.press('Escape');
  const probe = async () => {
    const text = oneLine((await page.locator('.monaco-hover:visible').allInnerTexts()).join(' '));
    return expected.every((part) => text.includes(part)) ? text : null;
  };
  let text = null;
  for (let attempt = 0; attempt < 5 && !text; attempt += 1) {
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    text = await until(probe, 4000);
  }
  const shown = oneLine((await page.locator('.monaco-hover:visible').allInnerTexts()).join(' '));
  return { text, shown };
}

/** Drags the bottom edge of the hover down so that the whole of a long hover shows. */
async function growHover(page) {
  const sashes = page.locator('.monaco-resizable-hover .monaco-sash.horizontal');
  const count = await sashes.count();
  const box = count > 0 ? await sashes.nth(count - 1).boundingBox() : null;
  if (!box) return;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, box.y + 320, { steps: 10 });
  await page.mouse.up();
  // Rest the mouse on the hover, which keeps it open and shows no tooltip.
  await page.mouse.move(x, box.y + 100);
  await sleep(300);
}

/** Hides the secondary side bar (the chat), which code-server sometimes opens on its own. */
async function hideSecondarySideBar(page) {
  if (await page.locator('.part.auxiliarybar').isVisible()) {
    await page.keyboard.press('Control+Alt+B');
    await until(async () => !(await page.locator('.part.auxiliarybar').isVisible()), 5000);
  }
}

/** The squiggles of `kind` (error, warning, info) in the editor in front. */
const squiggles = (page, kind = 'error') =>
  page.locator(`.editor-group-container.active .squiggly-${kind}`).count();

async function editorText(page) {
  const lines = await page
    .locator('.editor-group-container.active .view-lines')
    .first()
    .innerText();
  return lines.replace(/\u00a0/g, ' ');
}

async function outputText(page) {
  const lines = await page.locator('.panel .monaco-editor .view-lines').first().innerText();
  return lines.replace(/\u00a0/g, ' ');
}

async function languageMode(page) {
  return oneLine(await page.locator('[id="status.editor.mode"]').innerText());
}

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM,
    args: ['--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    shownPage = page;
    await page.goto(`${url}/?folder=${encodeURIComponent(workspace)}`);
    await page.waitForSelector('.monaco-workbench', { timeout: 60000 });
    await page.locator('.explorer-folders-view').first().waitFor({ timeout: 60000 });

    // PBN: the duplicated card is squiggled, and its hover gives the message and the deal.
    await openFile(page, 'deal.pbn');
    check(
      (await until(async () => (await squiggles(page)) > 0, 60000)) !== null,
      'deal.pbn: the duplicated card is squiggled',
    );
    await hideSecondarySideBar(page);
    await goTo(page, 12, 61);
    const duplicate = await hoverText(page, 'a card is in one hand only', '17 HCP');
    check(
      duplicate.text !== null,
      "deal.pbn: the squiggle hover gives the message and the deal's diagram",
      duplicate.shown,
    );
    check(
      duplicate.shown.includes('pbn/duplicate-card'),
      'deal.pbn: the hover names the code pbn/duplicate-card',
    );
    await growHover(page);
    await page.screenshot({ path: path.join(shots, 'vscode-squiggle-deal-hover.png') });

    // PBN: a tag's hover explains it.
    await hideSecondarySideBar(page);
    await goTo(page, 13, 4);
    const scoring = await hoverText(page, 'The scoring method');
    check(scoring.text !== null, 'deal.pbn: hovering the Scoring tag explains it', scoring.shown);
    await page.screenshot({ path: path.join(shots, 'vscode-tag-hover.png') });

    // PBN: Format Document rewrites `[Dealer   "N"]`.
    await page.keyboard.press('Escape');
    check((await editorText(page)).includes('[Dealer   "N"]'), 'deal.pbn: unformatted at first');
    await page.keyboard.press('Control+Shift+I');
    const formatted = await until(async () => {
      const text = await editorText(page);
      return text.includes('[Dealer "N"]') && !text.includes('[Dealer   "N"]') ? text : null;
    }, 20000);
    check(
      formatted !== null,
      'deal.pbn: Format Document changes the text',
      oneLine(await editorText(page)).slice(0, 160),
    );
    await page.screenshot({ path: path.join(shots, 'vscode-formatted.png') });

    // SGF: a stone played on an occupied point is squiggled, as a warning: the workspace's
    // gamerec.severity says so, and reaches the server through workspace/configuration.
    await openFile(page, 'game.sgf');
    check(
      (await until(async () => (await squiggles(page, 'warning')) > 0, 30000)) !== null,
      'game.sgf: the move on an occupied point is squiggled as the settings say (a warning)',
    );
    check((await languageMode(page)) === 'SGF', 'game.sgf: language SGF', await languageMode(page));
    await goTo(page, 2, 9);
    const occupied = await hoverText(page, 'already stands');
    check(occupied.text !== null, 'game.sgf: the squiggle hover gives the message', occupied.shown);
    await page.screenshot({ path: path.join(shots, 'vscode-sgf.png') });

    // The commands: restart the server, then show its output channel, which logs both starts.
    await runCommand(page, 'gamerec: Restart Server');
    await runCommand(page, 'gamerec: Show Server Output');
    const restarted = await until(async () => {
      const text = await outputText(page);
      return /Restarting the server[\s\S]*Starting /.test(text) ? text : null;
    }, 30000);
    check(restarted !== null, 'the output channel shows the restart', oneLine(await outputText(page)));
    // No gamerec.server.path is set: the server started is the one bundled in the package. The
    // channel may wrap the long path, so it is matched without white space.
    const started = (await outputText(page)).replace(/\s+/g, '');
    check(
      /Starting\S*\/extensions\/gamerec\.gamerec-\S*\/server\/gamereclsp/.test(started),
      'the bundled server is started',
      oneLine(await outputText(page)),
    );
    await page.screenshot({ path: path.join(shots, 'vscode-output.png') });
    await page.locator('.editor-group-container.active .monaco-editor .view-lines').first().click();
    await goTo(page, 2, 19);
    await page.keyboard.type(';W[ee]');
    check(
      (await until(async () => (await squiggles(page, 'warning')) >= 2, 30000)) !== null,
      'game.sgf: the restarted server checks an edit (a second move on E5)',
    );
    // The output panel would leave the next editors too short to show the lines checked below.
    await runCommand(page, 'View: Hide Panel');
    await until(async () => !(await page.locator('.part.panel').isVisible()), 5000);

    // Preferans PPN: a trick given to the wrong player is squiggled, the inlay hints decode the
    // hands and the contract in place, and hovering the contract says what it means.
    await openFile(page, 'friday.ppn');
    check(
      (await until(async () => (await squiggles(page)) > 0, 30000)) !== null,
      'friday.ppn: the wrong trick winner is squiggled',
    );
    check(
      (await languageMode(page)) === 'PPN',
      'friday.ppn: language PPN (the server reads it as Preferans)',
      await languageMode(page),
    );
    const hinted = await until(async () => {
      const text = await editorText(page);
      return ['♠A10 ♦KQJ ♥A9 ♣987', '♠J8 ♦8 ♥KQ87 ♣AQJ', 'hearts', '10♠ K♠ 8♠'].every((hint) =>
        text.includes(hint),
      )
        ? text
        : null;
    }, 30000);
    check(
      hinted !== null,
      'friday.ppn: inlay hints decode the hands, the contract and a trick, none cut short',
      oneLine(await editorText(page)).slice(0, 240),
    );
    await goTo(page, 10, 67);
    const winner = await hoverText(page, 'wins trick 1 with the K♠');
    check(winner.text !== null, 'friday.ppn: the squiggle hover gives the winner', winner.shown);
    await goTo(page, 10, 54);
    const contract = await hoverText(page, 'hearts are trumps');
    check(contract.text !== null, 'friday.ppn: hovering the contract explains it', contract.shown);
    await page.screenshot({ path: path.join(shots, 'vscode-preferans.png') });

    // Pinochle PPN shares the .ppn language; the server reads the file as Pinochle by its
    // `% PPN` header: the trick given to the wrong player is squiggled and its hover replays
    // the trick, the inlay hints keep the running play score, and a meld's hover shows how
    // its points are made up.
    await openFile(page, 'club.ppn');
    // The squiggle is on line 30, which may lie below the first screen: the line is brought
    // into view first, as only the lines shown are in the page.
    await goTo(page, 30, 14);
    check(
      (await until(async () => (await squiggles(page)) > 0, 30000)) !== null,
      'club.ppn: the wrong trick winner is squiggled',
    );
    check(
      (await languageMode(page)) === 'PPN',
      'club.ppn: language PPN',
      await languageMode(page),
    );
    const trick = await hoverText(page, 'N (Ada) wins with the A♠');
    check(trick.text !== null, 'club.ppn: the squiggle hover replays the trick', trick.shown);
    const scored = await until(async () => {
      const text = await editorText(page);
      return text.includes('Σ 2:0') ? text : null;
    }, 30000);
    check(
      scored !== null,
      'club.ppn: an inlay hint gives the running play score after the trick',
      oneLine(await editorText(page)).slice(0, 240),
    );
    await page.screenshot({ path: path.join(shots, 'vscode-pinochle.png') });
    await goTo(page, 19, 12);
    const meld = await hoverText(page, 'pinochle 4, marriage in diamonds 2');
    check(meld.text !== null, "club.ppn: a meld's hover shows how its points are made", meld.shown);
    await page.screenshot({ path: path.join(shots, 'vscode-pinochle-meld.png') });

    // LIN: a revoke in the second trick is squiggled, the inlay hints give each hand's points
    // and the running trick count, and hovering a card gives its trick and its winner.
    await openFile(page, 'board.lin');
    check(
      (await until(async () => (await squiggles(page)) > 0, 30000)) !== null,
      'board.lin: the revoke is squiggled',
    );
    check(
      (await languageMode(page)) === 'LIN',
      'board.lin: language LIN',
      await languageMode(page),
    );
    const counted = await until(async () => {
      const text = await editorText(page);
      return ['10 HCP', 'E 0–1'].every((hint) => text.includes(hint)) ? text : null;
    }, 30000);
    check(
      counted !== null,
      "board.lin: inlay hints give the hands' points and the running trick count",
      oneLine(await editorText(page)).slice(0, 240),
    );
    await goTo(page, 2, 5);
    const lead = await hoverText(page, 'East wins the trick with the ♣A');
    check(lead.text !== null, "board.lin: a card's hover gives its trick's winner", lead.shown);
    await page.screenshot({ path: path.join(shots, 'vscode-lin.png') });

    // The board converted to PBN from the Source Action menu: the server has VS Code make
    // board.pbn beside it, and tells what PBN could not hold (the cards after the revoke).
    await runCommand(page, 'Source Action...');
    const convert = page
      .locator('.action-widget .monaco-list-row', { hasText: 'Convert to PBN as board.pbn' })
      .first();
    const offered = await convert
      .waitFor({ timeout: 15000 })
      .then(() => true)
      .catch(() => false);
    check(offered, 'board.lin: the source actions offer "Convert to PBN as board.pbn"');
    if (offered) {
      await convert.click();
      const told = await until(async () => {
        const toasts = oneLine((await page.locator('.notifications-toasts').allInnerTexts()).join(' '));
        return toasts.includes('gamerec: wrote board.pbn (1 board)') ? toasts : null;
      }, 30000);
      check(told !== null, 'board.lin: a notification tells of board.pbn and what PBN lost');
      const made = await until(
        async () => (require('fs').existsSync(path.join(workspace, 'board.pbn')) ? true : null),
        15000,
      );
      check(made !== null, 'board.lin: board.pbn is made beside it');
      await openFile(page, 'board.pbn');
      const written = await until(async () => {
        const text = await editorText(page);
        return text.includes('[Deal "N:JT98.AK.AKQ2.QJ2') ? text : null;
      }, 15000);
      check(written !== null, 'board.pbn: holds the deal', oneLine(await editorText(page)).slice(0, 240));
      await page.screenshot({ path: path.join(shots, 'vscode-lin-converted.png') });
    }

    // Upper- and mixed-case extensions get their language.
    for (const [name, language] of [['BOARDS.PBN', 'PBN'], ['Joseki.Sgf', 'SGF']]) {
      await openFile(page, name);
      const mode = await until(
        async () => ((await languageMode(page)) === language ? language : null),
        10000,
      );
      check(mode !== null, `${name}: language ${language}`, await languageMode(page));
    }
    await page.screenshot({ path: path.join(shots, 'vscode-upper-case.png') });
  } finally {
    await Promise.all(failureShots);
    await browser.close();
  }
}

main().then(
  () => {
    console.log(failures === 0 ? 'RESULT PASS' : `RESULT FAIL (${failures})`);
    process.exit(failures === 0 ? 0 : 1);
  },
  (error) => {
    console.log(`ERROR ${error && error.stack ? error.stack : error}`);
    process.exit(1);
  },
);
