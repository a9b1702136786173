/** Testimonials: the carousel the home and product pages show. */
export { TestimonialsCarousel } from "./components/testimonials-carousel";
