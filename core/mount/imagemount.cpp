// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "mount/imagemount.h"

#include "device/layoutprobe.h"
#include "io/opensource.h"
#include "util/invalidargument.h"

#include <QDir>
#include <QFileInfo>

#include <unistd.h>

namespace Custody {

using namespace Qt::StringLiterals;

namespace {

const QString ImageName = u"image.raw"_s;

} // namespace

ImageMount::ImageMount(QString imagePath, std::unique_ptr<MediaView> view)
    : m_imagePath(std::move(imagePath))
    , m_view(std::move(view))
    , m_layout(Error{})
{}

// The view's own destructor detaches it; the file systems on it are undone first where they can
// be, so that nothing is left mounted on a view that is gone.
ImageMount::~ImageMount()
{
    VolumeMounts::unmountBelow(directory(), false);
}

bool ImageMount::isAvailable()
{
    return ::geteuid() == 0;
}

Result<QString> ImageMount::checkDirectory(const QString &directory)
{
    const QString canonical = QFileInfo(directory).canonicalFilePath();
    if (canonical.isEmpty() || !QFileInfo(canonical).isDir()
        || !QDir(canonical)
                .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System)
                .isEmpty())
        return invalidArgument(tr("%1 is not an empty directory: give one to mount on")
                                   .arg(canonical.isEmpty() ? directory : canonical));
    if (VolumeMounts::isMountPoint(canonical))
        return invalidArgument(
            tr("%1 is a mount point already: give an empty directory that is not").arg(canonical));
    if (!isAvailable())
        return invalidArgument(tr("mounting needs root (FUSE, loop devices and mounts)"));
    return canonical;
}

Result<std::unique_ptr<ImageMount>> ImageMount::mount(const QString &imagePath,
                                                      const QString &directory)
{
    const Result<QString> checked = checkDirectory(directory);
    if (!checked)
        return checked.error();
    Result<std::unique_ptr<SourceDevice>> source = openSource(imagePath);
    if (!source)
        return source.error();
    const int sectorBytes = (*source)->logicalSectorBytes();
    Result<std::unique_ptr<MediaView>> view
        = MediaView::mount(std::move(*source), MediaView::Options{*checked, ImageName, {}, true});
    if (!view)
        return view.error();
    std::unique_ptr<ImageMount> mounted(new ImageMount(imagePath, std::move(*view)));
    mounted->m_layout = readMediumLayout(LayoutTarget{mounted->viewFile(), sectorBytes});
    if (mounted->m_layout) {
        mounted->m_volumes = VolumeMounts::volumesOf(*mounted->m_layout);
        QStringList names;
        for (const VolumeMounts::Volume &volume : std::as_const(mounted->m_volumes))
            names << volume.name;
        mounted->m_view->setDirectories(names);
        VolumeMounts::mountAll(mounted->viewFile(), *mounted->m_layout, *checked,
                               mounted->m_volumes);
    }
    return mounted;
}

QString ImageMount::unmount()
{
    QString left = VolumeMounts::unmountBelow(directory(), false);
    if (left.isEmpty()) {
        if (const QString busy = m_view->unmount(); !busy.isEmpty())
            left = tr("%1: %2").arg(directory(), busy);
    }
    return left;
}

QString ImageMount::volumeLine(const VolumeMounts::Volume &volume)
{
    const QString what
        = volume.label.isEmpty() ? volume.type : tr("%1 “%2”").arg(volume.type, volume.label);
    if (volume.mountPoint.isEmpty())
        return tr("%1 (%2): not mounted: %3").arg(volume.name, what, volume.notMounted);
    return tr("%1 (%2): %3 (%4, through %5)")
        .arg(volume.name, what, volume.mountPoint, volume.options, volume.loopDevice);
}

} // namespace Custody
