// The studio's form (studio.html), built from the option table (studio-options.js) alone: a
// section a group, a labelled control an option (its attribute or property named beside its
// words), the options that do not apply to the mode chosen hidden, and the publisher's choices
// read back as the element's attributes and `--pz-*` properties, in the table's order. Values
// are passed as typed: the element judges them (the preview says what it refuses).

import { GROUPS, PERSIST_ID, STUDIO_OPTIONS, appliesTo } from './studio-options.js';

/** A colour a colour control gives: `#rrggbb`. */
const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** The control's id for an option: `studio-mode`, `studio-pz-board`. */
function controlId(option) {
  return `studio-${option.name.replace(/^--/, '')}`;
}

export class StudioForm {
  /**
   * @param {HTMLFormElement} form - where the sections go (emptied).
   * @param {object} uses - `say` (the studio's words), `sources` (a select's run-time values:
   *   `{levels, positions, puzzles}`, each `[{value, label}]`) and `bounds` (`{maxMs}`, the engine's).
   */
  constructor(form, { say, sources, bounds }) {
    this.form = form;
    this.say = say;
    /** The colours the publisher changed: only they are set on the element. */
    this.chosenColours = new Set();
    this.rows = new Map();
    form.replaceChildren(...GROUPS.map((group) => this.section(group, sources, bounds)));
    form.addEventListener('input', (event) => {
      if (event.target.type === 'color') this.chosenColours.add(event.target.name);
    });
    this.showModeOptions();
    form.addEventListener('change', () => this.showModeOptions());
  }

  /** A group's fieldset: its legend and each of its options. */
  section(group, sources, bounds) {
    const fieldset = document.createElement('fieldset');
    fieldset.className = `group group-${group}`;
    const legend = document.createElement('legend');
    legend.textContent = this.say(`group.${group}`);
    fieldset.append(legend);
    if (group === 'colours') {
      const help = document.createElement('p');
      help.className = 'help';
      help.textContent = this.say('coloursHelp');
      const reset = document.createElement('button');
      reset.type = 'button';
      reset.className = 'colours-reset';
      reset.textContent = this.say('coloursReset');
      reset.addEventListener('click', () => this.resetColours());
      fieldset.append(help, reset);
    }
    for (const option of STUDIO_OPTIONS.filter((each) => each.group === group)) {
      const row = this.row(option, sources, bounds);
      this.rows.set(option.name, row);
      fieldset.append(row);
    }
    return fieldset;
  }

  /** An option's row: its label (words and name), its control and its help, if it has one. */
  row(option, sources, bounds) {
    const row = document.createElement('div');
    row.className = `option option-${option.control}`;
    row.dataset.option = option.name;
    const control = this.control(option, sources, bounds);
    control.id = controlId(option);
    control.name = option.name;
    const label = document.createElement('label');
    label.htmlFor = control.id;
    const code = document.createElement('code');
    code.textContent = option.name;
    label.append(`${this.say(`option.${option.name}`)} `, code);
    row.append(...(option.control === 'flag' ? [control, label] : [label, control]));
    const helpKey = `help.${option.name}`;
    if (this.say(helpKey) !== helpKey) {
      const help = document.createElement('p');
      help.className = 'help';
      help.id = `${control.id}-help`;
      help.textContent = this.say(helpKey);
      control.setAttribute('aria-describedby', help.id);
      row.append(help);
    }
    return row;
  }

  /** The control of an option, with its values. */
  control(option, sources, bounds) {
    if (option.control === 'select') {
      const select = document.createElement('select');
      const values = typeof option.values === 'string'
        ? sources[option.values]
        : option.values.map((value) => ({ value, label: this.say(`value.${option.name}.${value}`) }));
      if (!option.required) select.append(new Option(this.defaultLabel(option, values), ''));
      for (const { value, label } of values) select.append(new Option(label, String(value)));
      return select;
    }
    if (option.control === 'textarea') {
      const area = document.createElement('textarea');
      area.rows = 3;
      area.spellcheck = false;
      return area;
    }
    const input = document.createElement('input');
    input.type = { flag: 'checkbox', colour: 'color', number: 'number', text: 'text' }[option.control];
    if (option.control === 'number') {
      input.inputMode = 'numeric';
      input.min = String(option.min);
      input.max = String(option.max === 'maxMs' ? bounds.maxMs : option.max);
    }
    if (option.fallback !== undefined && (option.control === 'number' || option.control === 'text')) input.placeholder = String(option.fallback);
    if (option.control === 'text') input.spellcheck = false;
    return input;
  }

  /** The words of a select's first entry, the element's default: `Default (5: ...)`. */
  defaultLabel(option, values) {
    const own = `default.${option.name}`;
    if (this.say(own) !== own) return this.say(own);
    const fallback = values.find(({ value }) => String(value) === String(option.fallback));
    return fallback ? this.say('defaultOf', { value: fallback.label }) : this.say('default');
  }

  /** The control of the option named `name`. */
  field(name) {
    return this.form.elements.namedItem(name);
  }

  /** The mode chosen. */
  mode() {
    return this.field('mode').value;
  }

  /** Shows the options of the mode chosen, hides the others. */
  showModeOptions() {
    const mode = this.mode();
    for (const option of STUDIO_OPTIONS) this.rows.get(option.name).hidden = !appliesTo(option, mode);
  }

  /**
   * The publisher's choices for the mode chosen: `attributes` (`[[name, value]]`, a flag's value
   * '', with the `id` that `persist` keeps the game under) and `properties` (the colours changed).
   */
  choices() {
    const mode = this.mode();
    const attributes = [];
    const properties = [];
    for (const option of STUDIO_OPTIONS) {
      if (!appliesTo(option, mode)) continue;
      const field = this.field(option.name);
      if (option.kind === 'property') {
        if (this.chosenColours.has(option.name) && HEX_COLOUR.test(field.value)) properties.push([option.name, field.value.toLowerCase()]);
      } else if (option.control === 'flag') {
        if (field.checked) attributes.push([option.name, '']);
      } else if (field.value.trim() !== '') {
        attributes.push([option.name, option.control === 'textarea' ? field.value.trim().replace(/\s+/g, ' ') : field.value.trim()]);
      }
    }
    if (attributes.some(([name]) => name === 'persist')) attributes.unshift(['id', PERSIST_ID]);
    return { attributes, properties };
  }

  /** The colour controls not changed show the element's colours now (`colourOf(name)`). */
  showThemeColours(colourOf) {
    for (const option of STUDIO_OPTIONS) {
      if (option.kind !== 'property' || this.chosenColours.has(option.name)) continue;
      const value = colourOf(option.name);
      if (HEX_COLOUR.test(value)) this.field(option.name).value = value;
    }
  }

  /** Back to the theme's colours: none set on the element. */
  resetColours() {
    this.chosenColours.clear();
    this.form.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
