import { Plus } from "lucide-react";
import { href, Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { RecordRow } from "~/components/admin/record-row";
import { Picture } from "~/components/media/picture";
import { Button } from "~/components/ui/button";
import type { PhotoUpdatesNote as PhotoUpdates } from "~/features/content/photo-updates";
import { type GalleryDraft, GalleryUploader } from "~/features/media";
import type { ImageRef } from "~/lib/image-variants";
import { isSamplePicture } from "~/lib/sample-pictures";
import { PhotoUpdatesNote } from "./photo-updates-note";

export interface GalleryAdminData {
  drafts: GalleryDraft[];
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
  photoUpdates: PhotoUpdates | null;
}

/** The gallery's projects in the site's order, and photos added from a phone several at a time. */
export function GalleryAdminList({ data }: { data: GalleryAdminData }) {
  return (
    <AdminPage
      title="Gallery"
      intro="Photos of finished jobs, newest first. A project with a before photo shows as a before/after pair; one in a city shows on that city's page too."
      actions={
        <Button asChild variant="outline">
          <Link to={href("/admin/content/gallery/:id", { id: "new" })}>
            <Plus aria-hidden="true" /> Add one project
          </Link>
        </Button>
      }
    >
      <PhotoUpdatesNote note={data.photoUpdates} />
      <GalleryUploader
        categories={data.categories}
        cities={data.cities}
        maxUploadBytes={data.maxUploadBytes}
        drafts={data.drafts}
      />
      <h2 className="mt-10 text-xl font-bold">Projects ({data.projects.length})</h2>
      <ol className="mt-4 grid gap-3 sm:grid-cols-2">
        {data.projects.map((project, index) => (
          <RecordRow
            key={project.id}
            id={project.id}
            name={project.title}
            layout="tile"
            label={project.title}
            hidden={project.hidden}
            leading={
              <Picture
                image={project.image}
                variant="thumb"
                alt=""
                sizes="96px"
                className="shrink-0"
                imgClassName="size-24 rounded-md object-cover"
              />
            }
            title={project.title}
            order={{ index, count: data.projects.length }}
            showHide="icon"
            edit={href("/admin/content/gallery/:id", { id: project.id })}
          >
            <p className="text-sm text-muted-foreground">
              {project.category}
              {project.cityName ? ` · ${project.cityName}` : ""}
              {project.pair ? " · before/after" : ""}
              {project.hidden ? " · hidden" : ""}
              {/* A drawing the site came with: what "Before you go live" counts. */}
              {isSamplePicture(project.image) ? " · sample picture" : ""}
            </p>
          </RecordRow>
        ))}
      </ol>
    </AdminPage>
  );
}
