// The studio's Copy button: the snippet onto the clipboard, and "Copied." said in a live region;
// where the browser refuses the clipboard (no permission, an insecure page), the snippet is
// selected instead and the reader told to copy it with the keyboard.

/**
 * Wires `button` to copy the text of `field` (a textarea), saying what happened in `status`
 * (a live region) with `say` (`copied`, `copyByHand`).
 */
export function wireCopyButton(button, field, status, say) {
  button.addEventListener('click', async () => {
    // Emptied first, so the same words are announced again on a second copy.
    status.textContent = '';
    try {
      await navigator.clipboard.writeText(field.value);
      status.textContent = say('copied');
    } catch {
      field.focus();
      field.select();
      status.textContent = say('copyByHand');
    }
  });
}
