import { CardSkeleton } from '../../catalogue/card-skeleton';

/**
 * A product carousel's place while its products load: the carousel's own boxes (title line, a track of
 * card skeletons), so the real one takes the same room and nothing under it moves.
 */
export function CarouselSkeleton() {
  return (
    <div className="jet-carousel jet-carousel--skeleton" aria-hidden="true">
      <div className="jet-carousel__header">
        <span className="jet-carousel__title">{'\u00a0'}</span>
      </div>
      <div className="jet-carousel__viewport">
        <div className="jet-carousel__track">
          {[0, 1, 2, 3].map((i) => (
            <div className="jet-carousel__slide" key={i}>
              <CardSkeleton />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
