export const dragVerifyTexts = {
  text: '拖动滑块验证',
  successText: '验证通过',
  notVerified: '未验证',
};
