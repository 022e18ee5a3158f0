import { redirect } from "react-router";

// Posts are published by the blog; an address with no post goes to the list.
export function loader() {
  return redirect("/blog");
}

export default function BlogPost() {
  return null;
}
