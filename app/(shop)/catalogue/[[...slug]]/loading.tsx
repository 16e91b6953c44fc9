export { default } from "../../products/[[...slug]]/loading";
