import { Eye, EyeOff, Pencil, Plus } from "lucide-react";
import { Link } from "react-router";
import { AdminNotice } from "~/components/admin/admin-notice";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import type { ImageRef } from "~/lib/image-variants";
import { ContentPage } from "./content-page";
import { GalleryUploader } from "./gallery-uploader";
import { MoveButtons, RowButton } from "./row-button";

export interface GalleryAdminData {
  projects: {
    id: string;
    title: string;
    category: string;
    cityName: string;
    image: ImageRef;
    pair: boolean;
    hidden: boolean;
  }[];
  categories: readonly string[];
  cities: { slug: string; name: string }[];
  maxUploadBytes: number;
}

/** The gallery's projects in the site's order, and photos added from a phone several at a time. */
export function GalleryAdminList({
  data,
  flash,
}: {
  data: GalleryAdminData;
  flash?: { message: string; kind: "success" | "error" };
}) {
  return (
    <ContentPage
      title="Gallery"
      intro="Photos of finished jobs, newest first. A project with a before photo shows as a before/after pair; one in a city shows on that city's page too."
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/content/gallery/new">
            <Plus aria-hidden="true" /> Add one project
          </Link>
        </Button>
      }
    >
      {flash ? (
        <AdminNotice kind={flash.kind} className="mb-6">
          {flash.message}
        </AdminNotice>
      ) : null}
      <GalleryUploader
        categories={data.categories}
        cities={data.cities}
        maxUploadBytes={data.maxUploadBytes}
      />
      <h2 className="mt-10 text-xl font-bold">Projects ({data.projects.length})</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {data.projects.map((project, index) => (
          <li
            key={project.id}
            aria-label={project.title}
            className={`flex min-w-0 gap-3 rounded-lg border border-border p-3 ${project.hidden ? "bg-muted" : ""}`}
          >
            <Picture
              image={project.image}
              variant="thumb"
              alt=""
              sizes="96px"
              className="shrink-0"
              imgClassName="size-24 rounded-md object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <div className="min-w-0">
                <p className="truncate font-semibold">{project.title}</p>
                <p className="text-sm text-muted-foreground">
                  {project.category}
                  {project.cityName ? ` · ${project.cityName}` : ""}
                  {project.pair ? " · before/after" : ""}
                  {project.hidden ? " · hidden" : ""}
                </p>
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <MoveButtons
                  id={project.id}
                  name={project.title}
                  index={index}
                  count={data.projects.length}
                />
                <RowButton
                  id={project.id}
                  intent={project.hidden ? "show" : "hide"}
                  label={`${project.hidden ? "Show" : "Hide"} ${project.title}`}
                >
                  {project.hidden ? <Eye aria-hidden="true" /> : <EyeOff aria-hidden="true" />}
                </RowButton>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/admin/content/gallery/${project.id}`}>
                    <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {project.title}</span>
                  </Link>
                </Button>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </ContentPage>
  );
}
