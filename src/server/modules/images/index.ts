/** The images module's door: variants of raster images (build and uploads). */
export {
  findUploadVariant,
  makeUploadVariants,
  removeUploadVariants,
  settleUploadVariants,
  sweepPartialVariants,
  VARIANT_RETRY_AFTER_MS,
  type VariantLog,
} from "./images.service.js";
export { encodeVariants, type ImageSize } from "./variants.js";
export { checkImageDimensions, MAX_IMAGE_PIXELS } from "./dimensions.js";
