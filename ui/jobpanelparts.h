// SPDX-FileCopyrightText: 2026 Custody contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QList>
#include <QString>

#include <utility>

class QGridLayout;
class QLabel;
class QLayout;
class QProgressBar;
class QPushButton;
class QScrollArea;
class QSplitter;
class QWidget;

namespace Custody {

class SectorMapView;
class ThroughputChartView;

// The parts every job's tab is built of (an acquisition, a wipe), made alike so that the tabs
// look and behave alike: the figures, the banner, the pictures, Cancel and the scrolling.

// A figure the examiner may select and copy.
QLabel *valueLabel(const QString &objectName);
// The job's status line, in bold.
QLabel *statusLabel();
// The job's one progress bar, in thousandths.
QProgressBar *jobProgressBar(const QString &accessibleName);
// The outcome banner: rich text with a margin and its own background, hidden until the end.
QLabel *resultBanner();
// The figures, two to a row, each after its label.
QGridLayout *counterGrid(const QList<std::pair<QString, QLabel *>> &counters);
// The lines of text a job's graph keeps room for: both axes' labels and a few grid lines (below
// it they are drawn as "…").
constexpr int MinimumChartLines = 12;
// The throughput graph and the sector map side by side, sharing the width; the graph at least
// MinimumChartLines high.
QSplitter *chartBesideMap(ThroughputChartView *chart, SectorMapView *map);
// Cancel, whose place stays empty once the job has ended: a click meant for it as the job ends
// lands on nothing, never on a button that has just appeared there.
QPushButton *cancelButton(const QString &text);
// `content` in a vertical scroll area, with `buttons` below it always in view: on a low screen
// the figures, the banner and the pictures scroll rather than squeeze the graph's axes.
void setScrollingLayout(QWidget *panel, QWidget *content, QLayout *buttons,
                        const QString &scrollName);

} // namespace Custody
