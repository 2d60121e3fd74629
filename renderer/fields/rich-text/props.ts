export interface RichTextProps {
  /** The HTML (the server keeps only its allowlist of tags, attributes and styles). */
  value?: string;
  onChange?: (html: string) => void;
  /** Height of the writing area in px (default 300, 002 §2.5). */
  height?: number;
  /** Text shown while empty (default 请输入内容). */
  placeholder?: string;
  /** Folder of inserted images on the server (UploadController/imgUpload biz, default notice). */
  biz?: string;
  /** Largest image in MB (default 5); jpg/png only, as the image upload. */
  maxImageSizeMb?: number;
  disabled?: boolean;
  readOnly?: boolean;
}
