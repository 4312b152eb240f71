package org.arithmos.roster;

import java.util.List;
import java.util.Map;

/**
 * A preview and what applying it needs: where each class of the file goes (an existing class, or one to
 * create), which classes are matched by name and get linked, which pupils typed by hand are taken over.
 *
 * @param classIds     file class id → existing class id
 * @param linkByName   file class ids matched by name, to link to their source id
 * @param classOfPupil pupil source id → file class id
 * @param adopted      pupil source id → the pupil of the class with the same name, not imported before
 * @param classOfLeaver pupil id → the class an archived pupil leaves
 */
record ImportPlan(ImportPreview preview, Map<String, Long> classIds, List<String> linkByName,
                  Map<String, String> classOfPupil, Map<String, Long> adopted, Map<Long, Long> classOfLeaver) {
}
