// The words of the Picture section's body (picture-panel.js) and of the pictures it makes
// (pictures.js) in English. They come with the body, loaded when the section is first opened,
// before any picture can be asked for there. Their Chinese are in i18n/zh.js, loaded whole for a
// Chinese page.

export default {
  pictureCaption: 'Caption',
  pictureSize: 'Size',
  pictureSizeOption: ({ size }) => `${size} px wide`,
  pictureDownload: 'Download a picture',
  pictureSvg: 'Position (SVG)',
  picturePng: 'Position (PNG)',
  pictureGif: 'Game (animated GIF)',
  pictureLine: "PAI's line (animated GIF)",
  pictureShare: 'Share the position',
  pictureMaking: 'Making the picture…',
  pictureSaved: ({ name }) => `Picture saved as ${name}.`,
  pictureShared: 'Picture shared.',
};
