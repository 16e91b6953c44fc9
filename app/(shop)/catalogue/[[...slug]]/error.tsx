"use client";

export { default } from "../../products/[[...slug]]/error";
