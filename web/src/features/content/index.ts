/** Content: the editable blocks (banner, menu, hero, footer…), testimonials and the newsletter. */
export {
  confirmNewsletter,
  contentQuery,
  storeContactQuery,
  subscribeNewsletter,
  testimonialsQuery,
  useContent,
  useStoreContact,
  useStoreName,
  useTestimonials,
  whatsappLink,
  type ContentKey,
} from "./api/use-content";
export type { FooterBlock, FooterLink, HeroSlide, MenuItem, NavegacionBlock } from "./api/types";
