// The host page's own script on embed.html: lists the events the game element sends, in #log.
const log = document.getElementById('log');
for (const type of ['pathwayz-move', 'pathwayz-gameover', 'pathwayz-puzzle', 'pathwayz-error']) {
  document.addEventListener(type, (event) => {
    const item = document.createElement('li');
    item.textContent = `${type}: ${JSON.stringify(event.detail)}`;
    log.append(item);
  });
}
