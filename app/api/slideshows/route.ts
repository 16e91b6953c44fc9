/** GET /api/slideshows/: the same active hero slides as /api/slides/ (SPEC.md section 7 names both). */
export { GET } from "../slides/route";
